export { definePrerender, type PrerenderDefinition, type PrerenderPageSpec, type RenderedPage } from './define-prerender';
