// The one browser harness of the project (Debian's Chromium with the required flags), shared with
// the front ends' browser tests.
export { launchBrowser, watchForProblems } from '../../packages/testing/src/browser';
