// Lets plain TypeScript (tsc --noEmit) import .astro components, e.g. the MDX component map in
// src/components/mdx.ts. Astro's own compiler type-checks the components themselves.
declare module '*.astro' {
  const Component: (props: Record<string, unknown>) => unknown;
  export default Component;
}
