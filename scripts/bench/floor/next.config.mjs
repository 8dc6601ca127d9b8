/** The floor is built like the site: production build, no extras, the site's image settings. */
export default {
  poweredByHeader: false,
  images: { formats: ['image/avif', 'image/webp'], qualities: [70] },
}
