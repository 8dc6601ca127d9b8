/** Under fields whose sample value is a visible placeholder (phone, e-mail, register data). */
export const PLACEHOLDER_HINT = 'Platzhalter in den Beispieldaten: vor dem Livegang ersetzen.'
