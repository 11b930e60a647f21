import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';

/** True for the TanStack router plugins (route generation and code splitting) in a nested list. */
function isRouterPlugin(plugin: PluginOption): boolean {
  return typeof plugin === 'object' && plugin !== null && !Array.isArray(plugin) && 'name' in plugin
    ? String(plugin.name).startsWith('tanstack')
    : false;
}

function withoutRouterPlugins(plugins: PluginOption[]): PluginOption[] {
  return plugins
    .filter((plugin) => !isRouterPlugin(plugin))
    .map((plugin) => (Array.isArray(plugin) ? withoutRouterPlugins(plugin) : plugin));
}

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.stories.tsx'],
  addons: [],
  core: { disableTelemetry: true },
  // Build-time only: react-docgen would parse every component for the (absent) docs addon.
  typescript: { reactDocgen: false },
  async viteFinal(viteConfig) {
    // Stories render components, not routes: the router plugin would regenerate src/routeTree.gen.ts
    // and code-split route files, neither of which Storybook needs.
    viteConfig.plugins = withoutRouterPlugins(viteConfig.plugins ?? []);
    // The portal is served at any base; Storybook serves from its own output folder.
    viteConfig.base = './';
    // Dev-server proxies to the reference server are of no use here.
    if (viteConfig.server) delete viteConfig.server.proxy;
    // Storybook's own preview runtime is one large chunk by design.
    viteConfig.build = { ...viteConfig.build, chunkSizeWarningLimit: 2000 };
    return viteConfig;
  },
};

export default config;
