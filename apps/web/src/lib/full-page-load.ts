/**
 * Leaves the app for a page the server serves on its own, such as the login page (decision 0049), with a
 * full page load. `replace`: like the app's own redirects (<Navigate replace>), it leaves no step in the
 * history that Back would bounce off. An object, so tests can watch it (testing/setup-tests.ts).
 */
export const fullPageLoad = {
  replace(url: string): void {
    window.location.replace(url);
  },
};
