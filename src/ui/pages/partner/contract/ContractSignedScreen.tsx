import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import PhoneIphoneRounded from '@mui/icons-material/PhoneIphoneRounded';
import RocketLaunchRounded from '@mui/icons-material/RocketLaunchRounded';
import VerifiedUserRounded from '@mui/icons-material/VerifiedUserRounded';
import { Button, List, ListItem, ListItemIcon, ListItemText, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ONBOARDING_PATHS } from '../onboardingPaths';
import { usePartnerOnboarding } from '../usePartnerOnboarding';

const NEXT_STEPS = [
  {
    icon: <PhoneIphoneRounded color="primary" />,
    title: 'Download the partner app',
    text: 'Take orders, update your menu and follow payouts from your phone.',
  },
  {
    icon: <VerifiedUserRounded color="primary" />,
    title: 'Quality verification visit',
    text: 'Our team visits your kitchen to check hygiene, packaging and your FSSAI certificate.',
  },
  {
    icon: <RocketLaunchRounded color="primary" />,
    title: 'Go live within 24-48 hours',
    text: 'Once the visit is done, customers can order from you within 24-48 hours.',
  },
];

/** After signing: confirmation and what happens next. */
export const ContractSignedScreen = observer(function ContractSignedScreen() {
  const onboarding = usePartnerOnboarding();
  const navigate = useNavigate();
  const { signature, restaurantInfo } = onboarding.draft;
  const signedOn = signature
    ? new Date(signature.signedAt).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric' })
    : '';
  const startOver = () => {
    onboarding.startOver();
    void navigate(ONBOARDING_PATHS.name);
  };
  return (
    <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <CheckCircleRounded color="success" sx={{ fontSize: 40 }} />
        <Typography>
          {restaurantInfo.restaurantName || 'Your restaurant'} is now a RailBite partner. Signed by{' '}
          {signature?.signatoryName} on {signedOn}.
        </Typography>
      </Stack>
      <Typography variant="h6" component="h2">
        What happens next
      </Typography>
      <List sx={{ width: '100%' }}>
        {NEXT_STEPS.map((step) => (
          <ListItem key={step.title} disableGutters>
            <ListItemIcon>{step.icon}</ListItemIcon>
            <ListItemText
              primary={step.title}
              secondary={step.text}
              slotProps={{ primary: { sx: { fontWeight: 700 } } }}
            />
          </ListItem>
        ))}
      </List>
      <Stack direction="row" spacing={2}>
        <Button component={RouterLink} to="/" variant="contained">
          Back to home
        </Button>
        <Button onClick={startOver}>Register another restaurant</Button>
      </Stack>
    </Stack>
  );
});
