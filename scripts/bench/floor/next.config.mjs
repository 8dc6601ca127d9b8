/** The floor is built like the site: production build, no extras. */
export default { poweredByHeader: false }
