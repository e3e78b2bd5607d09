// node-polyglot (under ra-i18n-polyglot) requires the `object.entries` polyfill, which brings
// about 10 KB (gzip) of es-abstract helpers to the sign-in page; every browser the back-office
// supports has Object.entries. Aliased in vite.config.ts.
module.exports = function entries(object) {
  return Object.entries(object);
};
