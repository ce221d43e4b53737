import { chromium } from 'playwright-core';

/** Debian's Chromium, never a downloaded browser. */
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/**
 * Playwright's own --disable-features list (Chromium reads only the last such switch, so ours repeats
 * it; e2e/browser.test.mjs fails when Playwright's changes), and the omnibox popups: WebUI pages that
 * headless Chromium loads for every browser context, about 2 CPU-s each, never shown in a test.
 */
const PLAYWRIGHT_DISABLED_FEATURES = 'AvoidUnnecessaryBeforeUnloadCheckSync,DestroyProfileOnBrowserClose,HttpsUpgrades,HttpsFirstBalancedModeAutoEnable,LensOverlay,MediaRouter,PaintHolding,ThirdPartyStoragePartitioning,AvoidCorsURLLoaderRestartOnRedirect,TcpPortRandomizationWin,OptimizationHints,NetworkTimeServiceQuerying,AimEnabled,PreconnectToSearch,msForceBrowserSignIn,msEdgeUpdateLaunchServicesPreferredVersion';
export const OMNIBOX_POPUPS = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
  `--disable-features=${[PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUPS].join(',')}`,
];

export function launch(extraArgs = []) {
  return chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, ...extraArgs], headless: true });
}

export const BASE_URL = process.env.BASE_URL || 'http://localhost:8000';
