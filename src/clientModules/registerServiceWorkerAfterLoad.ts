import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/**
 * The PWA plugin's registration (config/pwa.ts gives this module as its `swRegister`
 * option), started once the page has loaded and the browser is idle. Run as the plugin's
 * client module, it fetched workbox-window and the registration code while the page was
 * still loading its own chunks, for a worker that only serves the next visits.
 */
function registerWhenIdle(): void {
  const register = () => void import('@docusaurus/plugin-pwa/lib/registerSw.js');
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(register, {timeout: 5_000});
  } else {
    window.setTimeout(register, 1_000);
  }
}

if (ExecutionEnvironment.canUseDOM && 'serviceWorker' in navigator) {
  if (document.readyState === 'complete') {
    registerWhenIdle();
  } else {
    window.addEventListener('load', registerWhenIdle, {once: true});
  }
}
