const { createAppConfig } = require('build-kit/webpack-app.cjs');

/** The modules the storefront offers; its server build (webpack.server.cjs) offers the same. */
const exposes = {
  './PageSections': './src/sections/PageSections.tsx',
  // One listing per layout: the host picks the device's, so a phone never loads the desktop listing.
  './DesktopProductListing': './src/listing/DesktopListingPage.tsx',
  './MobileProductListing': './src/listing/MobileListingPage.tsx',
  './ProductDetails': './src/product-details/ProductDetails.tsx',
  './CategoriesPage': './src/categories/CategoriesPage.tsx',
  './ProfilePage': './src/profile/ProfilePage.tsx',
  './ContactPage': './src/contact/ContactPage.tsx',
  // the owner's back office: loaded only for a signed-in owner at /owner/catalogue
  './OwnerCatalogue': './src/owner-catalogue/OwnerCatalogue.tsx',
};

module.exports = createAppConfig({
  dir: __dirname,
  name: 'storefront',
  port: 3001,
  title: 'Storefront (standalone)',
  exposes,
});
module.exports.exposes = exposes;
