/**
 * A plugin whose content-API routes (under /api) are none: Strapi builds its router from what the
 * extension leaves, so each of their paths answers 404 to every caller, whatever token it brings.
 * Its admin routes (the panel's) stay.
 */
export function withoutContentApiRoutes<Plugin extends { routes: Record<string, unknown> }>(plugin: Plugin): Plugin {
  plugin.routes['content-api'] = { type: 'content-api', routes: [] };
  return plugin;
}
