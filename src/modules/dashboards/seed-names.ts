/** The devices and browsers the site's traffic is counted by. */
export const DEVICES = ['desktop', 'mobile', 'tablet'] as const;
export const BROWSERS = ['chrome', 'safari', 'firefox', 'edge', 'opera'] as const;
