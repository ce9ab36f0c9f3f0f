import { Box, FormControlLabel, FormLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { DISH_PICTURES, dishPictureUrl } from '../../../assets/pictureUrls';
import type { MessageId } from '../../../i18n/i18n';
import { useT } from '../../../i18n/useT';

type DishPictureKey = (typeof DISH_PICTURES)[number]['key'];

/** Each bundled picture's name in the owner's language. */
const PICTURE_NAMES: Record<DishPictureKey, MessageId> = {
  thali: 'partner.picture.thali',
  biryani: 'partner.picture.biryani',
  dosa: 'partner.picture.dosa',
  'paneer-tikka': 'partner.picture.paneerTikka',
  samosa: 'partner.picture.samosa',
  'gulab-jamun': 'partner.picture.gulabJamun',
  chai: 'partner.picture.chai',
  noodles: 'partner.picture.noodles',
};

const OPTIONS: { key: string; label: MessageId }[] = [
  { key: '', label: 'partner.picture.none' },
  ...DISH_PICTURES.map(({ key }) => ({ key, label: PICTURE_NAMES[key] })),
];

/** Picks one of the bundled dish pictures (nothing is uploaded anywhere). */
export function DishPicturePicker({ value, onChange }: { value: string; onChange: (key: string) => void }) {
  const t = useT();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {t('partner.picture.legend')}
      </FormLabel>
      <RadioGroup
        value={value}
        onChange={(_, key) => onChange(key)}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))', gap: 1 }}
      >
        {OPTIONS.map(({ key, label }) => {
          const url = dishPictureUrl(key);
          return (
            <FormControlLabel
              key={key || 'none'}
              value={key}
              control={<Radio size="small" sx={{ p: 0.5 }} />}
              label={
                <Box sx={{ textAlign: 'center' }}>
                  <Box
                    sx={{ width: 72, height: 54, borderRadius: 1, bgcolor: 'grey.100', overflow: 'hidden', mx: 'auto' }}
                  >
                    {url && (
                      <img src={url} alt="" width={72} height={54} style={{ display: 'block', objectFit: 'cover' }} />
                    )}
                  </Box>
                  <Typography variant="caption">{t(label)}</Typography>
                </Box>
              }
              sx={{
                m: 0,
                p: 0.5,
                flexDirection: 'column-reverse',
                border: 1,
                borderColor: key === value ? 'primary.main' : 'divider',
                borderRadius: 1.5,
              }}
            />
          );
        })}
      </RadioGroup>
    </Box>
  );
}
