import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { columnSizes, pictureSources } from './pictureSources';

const StyledGallery = styled.div`
  position: relative;
  margin: 0 -16px;
`;

/** Swiped sideways, one photo per screen width, snapping to each. */
const StyledStrip = styled.ul`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  scrollbar-width: none;
  overscroll-behavior-x: contain;
  &::-webkit-scrollbar {
    display: none;
  }
  &:focus-visible {
    outline-offset: -3px;
  }
  @media (prefers-reduced-motion: no-preference) {
    scroll-behavior: smooth;
  }
`;

const StyledSlide = styled.li`
  flex: 0 0 100%;
  scroll-snap-align: center;
`;

const StyledPhoto = styled.img<{ $ratio: string }>`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: ${({ $ratio }) => $ratio};
  object-fit: contain;
  background: ${({ theme }) => theme.colors.background};
`;

const StyledEmpty = styled.div<{ $ratio: string }>`
  aspect-ratio: ${({ $ratio }) => $ratio};
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.muted};
`;

const StyledCounter = styled.p`
  position: absolute;
  right: 12px;
  bottom: 8px;
  margin: 0;
  padding: 2px 10px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.dark};
  color: ${({ theme }) => theme.colors.onDark};
  font-size: 0.8rem;
`;

export interface GalleryPhoto {
  url: string;
  alt: string;
}

/**
 * Photos across the column, swiped (or scrolled with the arrow keys once focused). The first
 * loads at once and first of all, the others lazily; each keeps its space while it loads.
 */
export function PhotoGallery({
  photos,
  label,
  ratio = '4 / 3',
}: {
  photos: GalleryPhoto[];
  label: string;
  ratio?: string;
}) {
  const intl = useIntl();
  const strip = useRef<HTMLUListElement>(null);
  const [shown, setShown] = useState(0);
  if (photos.length === 0)
    return (
      <StyledEmpty $ratio={ratio}>
        <FormattedMessage id="bike.gallery.none" />
      </StyledEmpty>
    );
  const onScroll = () => {
    const element = strip.current;
    if (!element || element.clientWidth === 0) return;
    setShown(Math.round(element.scrollLeft / element.clientWidth));
  };
  return (
    <StyledGallery>
      <StyledStrip
        ref={strip}
        aria-label={label}
        tabIndex={photos.length > 1 ? 0 : undefined}
        onScroll={onScroll}
      >
        {photos.map((photo, index) => (
          <StyledSlide key={photo.url}>
            <StyledPhoto
              {...pictureSources(photo.url)}
              sizes={columnSizes}
              alt={photo.alt}
              width={800}
              height={600}
              $ratio={ratio}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'low'}
              decoding={index === 0 ? 'sync' : 'async'}
            />
          </StyledSlide>
        ))}
      </StyledStrip>
      {photos.length > 1 && (
        <StyledCounter aria-hidden="true">
          {intl.formatMessage(
            { id: 'bike.gallery.counter' },
            { index: shown + 1, count: photos.length },
          )}
        </StyledCounter>
      )}
    </StyledGallery>
  );
}
