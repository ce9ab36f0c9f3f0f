import { Box } from '@mui/material';

/** Intrinsic size of the catalogue's banner images (400 × 260): set on every <img> so nothing shifts. */
export const BANNER_WIDTH = 400;
export const BANNER_HEIGHT = 260;
export const BANNER_RATIO = BANNER_HEIGHT / BANNER_WIDTH;

/** A restaurant banner: lazy, with its size set, over a neutral tint while it loads (or if there is none). */
export function RestaurantImage({ src, radius = 2 }: { src: string; radius?: number }) {
  return (
    <Box sx={{ bgcolor: '#F4EDE6', borderRadius: radius, overflow: 'hidden', aspectRatio: `${BANNER_WIDTH} / ${BANNER_HEIGHT}` }}>
      {src && (
        <Box
          component="img"
          src={src}
          alt=""
          width={BANNER_WIDTH}
          height={BANNER_HEIGHT}
          loading="lazy"
          decoding="async"
          sx={{ display: 'block', width: '100%', height: 'auto' }}
        />
      )}
    </Box>
  );
}
