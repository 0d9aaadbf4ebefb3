/**
 * Product files and images are served below `{base_url}` at this public path, like a CDN: no
 * token, long cache lifetimes (task brief: no internet, so images are generated locally).
 */
export const FILES_PATH = '/files';
