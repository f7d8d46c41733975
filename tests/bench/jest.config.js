/**
 * Jest for the benchmarks (`npm run bench` runs it; or
 * `npx wp-scripts test-unit-js --config tests/bench/jest.config.js`): the unit project's shared
 * settings (transform, globals, setup), in Node, matching only tests/bench/**\/*.bench.ts.
 * A benchmark prints its figures and asserts only that the work was done, never on time.
 */
const root = require( '../jest.config.js' );

const unit = root.projects.find(
	( project ) => project.displayName === 'unit'
);

module.exports = {
	...unit,
	displayName: 'bench',
	reporters: root.reporters,
	testEnvironment: 'node',
	testMatch: [ '<rootDir>/tests/bench/**/*.bench.ts' ],
	testTimeout: 180000,
};
