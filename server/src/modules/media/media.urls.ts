/** Where the web and API clients fetch a stored picture (key relative to the media store). */
export function mediaUrl(key: string): string {
  return `/media/${key.split('/').map(encodeURIComponent).join('/')}`;
}
