import styled from 'styled-components';

/** Widths `/media/image` serves that the column needs on 1x to 3x screens. */
const widths = [256, 384, 640, 828, 1080];

const StyledPhoto = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 4 / 3;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
`;

const StyledNoPhoto = styled.div`
  width: 100%;
  aspect-ratio: 4 / 3;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
`;

function resized(url: string, width: number): string {
  return `/media/image?url=${encodeURIComponent(url)}&w=${width}`;
}

/**
 * A bike's photo resized by the server (WebP where accepted). `sizes` is the rendered width;
 * the first photo of a page loads eagerly.
 */
export function BikePhoto({
  url,
  alt,
  sizes,
  eager = false,
}: {
  url: string | null | undefined;
  alt: string;
  sizes: string;
  eager?: boolean;
}) {
  if (!url) return <StyledNoPhoto aria-hidden="true" />;
  const remote = /^https?:\/\//i.test(url);
  return (
    <StyledPhoto
      src={remote ? url : resized(url, 640)}
      srcSet={remote ? undefined : widths.map((w) => `${resized(url, w)} ${w}w`).join(', ')}
      sizes={sizes}
      alt={alt}
      width={640}
      height={480}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(eager ? { fetchPriority: 'high' as const } : {})}
    />
  );
}
