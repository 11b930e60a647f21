// Shared by the Vite plugin and the router CLI (tsr.config.json mirrors it for `tsr generate`).
export const routerConfig = {
  routesDirectory: './src/app/routes',
  generatedRouteTree: './src/routeTree.gen.ts',
  quoteStyle: 'single',
} as const;
