// The async boundary: shared singletons are negotiated before any module that imports them runs.
import('./bootstrap');
export {};
