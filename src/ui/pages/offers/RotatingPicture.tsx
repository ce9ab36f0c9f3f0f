import { Box } from '@mui/material';
import { observer } from 'mobx-react-lite';
import type { ImageRotation } from '../../../application/offers/ImageRotation';
import { diningPictureUrl } from '../../assets/pictureUrls';

/** A restaurant's pictures, one at a time, following the page's shared rotation clock. */
export const RotatingPicture = observer(function RotatingPicture({
  name,
  images,
  rotation,
}: {
  name: string;
  images: string[];
  rotation: ImageRotation;
}) {
  const index = rotation.frame(images.length);
  const key = images[index] ?? '';
  return (
    <Box sx={{ position: 'relative', aspectRatio: '5 / 3', bgcolor: 'grey.200', overflow: 'hidden' }}>
      <Box
        component="img"
        key={key}
        src={diningPictureUrl(key)}
        alt={`${name}, picture ${index + 1} of ${images.length}`}
        sx={{
          width: '100%',
          height: '100%',
          objectFit: 'cover',
          display: 'block',
          '@keyframes fadeIn': { from: { opacity: 0.3 }, to: { opacity: 1 } },
          // The first picture is simply there: fading it in made the phone draw frames while the page started.
          animation: rotation.step > 0 ? 'fadeIn 600ms ease' : 'none',
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }}
      />
      <PictureDots count={images.length} index={index} />
    </Box>
  );
});

function PictureDots({ count, index }: { count: number; index: number }) {
  return (
    <Box
      aria-hidden
      sx={{ position: 'absolute', bottom: 8, left: 0, right: 0, display: 'flex', justifyContent: 'center', gap: 0.5 }}
    >
      {Array.from({ length: count }, (_, dot) => (
        <Box
          key={dot}
          sx={{ width: 6, height: 6, borderRadius: '50%', bgcolor: dot === index ? '#fff' : 'rgba(255,255,255,0.5)' }}
        />
      ))}
    </Box>
  );
}
