import ChatOutlined from '@mui/icons-material/ChatOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import Star from '@mui/icons-material/Star';
import { Avatar, Box, IconButton, Stack, Typography } from '@mui/material';
import type { DeliveryPartner } from '../../../domain/tracking/deliveryPartner';
import partnerPhoto from '../../assets/delivery-partner.svg';
import { SectionCard } from '../../components/layout/SectionCard';
import { useT } from '../../i18n/useT';

/** The delivery partner with two round buttons: call (tel:) and message (sms:). */
export function DeliveryPartnerCard({ partner }: { partner: DeliveryPartner }) {
  const t = useT();
  return (
    <SectionCard title={t('tracking.partner')} gap={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar src={partnerPhoto} alt={partner.name} sx={{ width: 64, height: 64 }} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 800 }}>{partner.name}</Typography>
          <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <Star sx={{ fontSize: 16, color: 'secondary.main' }} aria-hidden /> {partner.rating.toFixed(1)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {partner.vehicle} · {partner.vehicleNumber}
          </Typography>
        </Box>
        <IconButton
          component="a"
          href={`tel:${partner.phone}`}
          aria-label={t('tracking.call', { name: partner.name })}
          sx={{ bgcolor: 'success.main', color: 'common.white', '&:hover': { bgcolor: 'success.dark' } }}
        >
          <PhoneOutlined />
        </IconButton>
        <IconButton
          component="a"
          href={`sms:${partner.phone}`}
          aria-label={t('tracking.message', { name: partner.name })}
          sx={{ bgcolor: 'primary.main', color: 'common.white', '&:hover': { bgcolor: 'primary.dark' } }}
        >
          <ChatOutlined />
        </IconButton>
      </Stack>
    </SectionCard>
  );
}
