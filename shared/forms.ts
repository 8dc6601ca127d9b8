/** The inquiry's „Andere Leistung“ choice; every other choice is a service slug from the CMS (the form and the inbox). */
export const OTHER_SERVICE = 'andere'
