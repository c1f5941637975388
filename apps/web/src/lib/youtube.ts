/** The video id of a YouTube link (watch, short, embed or youtu.be), or null when it is not one. */
export function youtubeId(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  const host = parsed.hostname.replace(/^(www\.|m\.)/, '');
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = parsed.pathname.split('/')[1];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [, kind, value] = parsed.pathname.split('/');
    id = kind === 'watch' ? parsed.searchParams.get('v') : kind === 'embed' || kind === 'shorts' || kind === 'live' ? value : null;
  }
  return id && /^[\w-]{6,20}$/.test(id) ? id : null;
}

/** The privacy-enhanced player, which sets no cookie until the video plays. */
export function youtubeEmbedUrl(id: string, autoplay = true): string {
  return `https://www.youtube-nocookie.com/embed/${id}?rel=0${autoplay ? '&autoplay=1' : ''}`;
}
