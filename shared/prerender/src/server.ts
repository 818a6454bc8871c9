export { definePrerender, type PageRenderRequest, type PrerenderDefinition, type PrerenderPageSpec, type RenderedPage } from './define-prerender';
