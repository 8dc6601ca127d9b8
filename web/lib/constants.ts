/** Behavioural constants from SPEC.md §9, named once. */

/** Below this width the header shows the full-screen mobile menu. */
export const MOBILE_MENU_BREAKPOINT_PX = 1024
/** The header turns solid once the page is scrolled further than this. */
export const HEADER_SOLID_SCROLL_PX = 10
/** Where the before/after divider starts, in percent. */
export const SLIDER_START_PERCENT = 50
export const SLIDER_MIN_PERCENT = 0
export const SLIDER_MAX_PERCENT = 100
/** Keyboard step of the before/after slider, in percent. */
export const SLIDER_KEYBOARD_STEP_PERCENT = 5
export const SLIDER_HEIGHT_PX = 450
/** Testimonials in the mobile carousel on the home page. */
export const HOME_CAROUSEL_COUNT = 3
