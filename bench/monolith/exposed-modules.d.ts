/** The table webpack.config.cjs generates: each remote's exposed modules by `remote/module`. */
declare module 'monolith-exposed-modules' {
  export const exposedModules: Record<string, (() => Promise<unknown>) | undefined>;
}
