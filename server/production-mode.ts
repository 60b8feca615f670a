/**
 * React picks its build when first imported: without NODE_ENV=production it loads the development
 * build, several times slower, with checks meant for a developer. `npm start`, the tests and the
 * benchmarks all run this same production server, so it says so itself, before anything imports
 * React: this module is index.ts's first import. An explicit NODE_ENV still wins.
 */
process.env.NODE_ENV ??= "production";
