// Temporary: runs the home/account browser tests against a dev server of this helper's own (port 5211).
import base from './playwright.config';
export default { ...base, webServer: undefined, use: { ...base.use, baseURL: 'http://127.0.0.1:5211' } };
