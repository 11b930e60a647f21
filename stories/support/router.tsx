import { createContext, useContext, useState, type ReactNode } from 'react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import type { Decorator } from '@storybook/react-vite';

/** What the in-memory router's root route renders: the story (or test UI) around it. */
const RoutedContent = createContext<ReactNode>(null);

function RoutedContentOutlet() {
  return <>{useContext(RoutedContent)}</>;
}

/**
 * A small in-memory router for components that use Link, useRouter or useRouterState. Only the
 * current location matters (the header hides its home icon on /login, FAQ tabs read it); link
 * targets such as /Help need not exist, so every path matches a catch-all route that renders nothing
 * of its own.
 */
export function createStoryRouter(initialEntry = '/') {
  const rootRoute = createRootRoute({ component: RoutedContentOutlet });
  const indexRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => null });
  const anyRoute = createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => null });
  return createRouter({
    routeTree: rootRoute.addChildren([indexRoute, anyRoute]),
    history: createMemoryHistory({ initialEntries: [initialEntry] }),
  });
}

export type StoryRouter = ReturnType<typeof createStoryRouter>;

/** Renders `children` inside the in-memory router (pass `router` to observe it from a test). */
export function MemoryRouter({
  initialEntry = '/',
  router,
  children,
}: {
  initialEntry?: string;
  router?: StoryRouter;
  children: ReactNode;
}) {
  const [current] = useState(() => router ?? createStoryRouter(initialEntry));
  return (
    <RoutedContent.Provider value={children}>
      <RouterProvider router={current} />
    </RoutedContent.Provider>
  );
}

/** Story decorator: wraps the story in the in-memory router at `parameters.route` (default '/'). */
export const withRouter: Decorator = (Story, context) => {
  const route = typeof context.parameters.route === 'string' ? context.parameters.route : '/';
  return (
    // A new story (or route) gets a new router, never the previous story's location.
    <MemoryRouter key={`${context.id} ${route}`} initialEntry={route}>
      <Story />
    </MemoryRouter>
  );
};
