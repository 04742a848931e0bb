// The plugin's `virtual:pwa-register` module (vite.config.ts): registers the service worker in a production
// build, a no-op on the dev server and in unit tests.
/// <reference types="vite-plugin-pwa/vanillajs" />
