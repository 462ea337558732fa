export interface SharedOptions {
  singleton: boolean;
  strictVersion: boolean;
  requiredVersion: string;
  version: string;
}

export declare function sharedLibrariesOf(appDir?: string): Record<'react' | 'react/jsx-runtime' | 'react-dom' | 'react-dom/client' | 'react-router-dom' | 'mobx' | 'mobx-react-lite' | 'shared' | 'shared/contracts', SharedOptions>;
