import { Button, Container, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <Container maxWidth="sm" sx={{ py: 10 }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <Typography variant="h3" component="h1">
          Page not found
        </Typography>
        <Typography color="text.secondary">This stop is not on our route. Let&apos;s get you back on track.</Typography>
        <Button component={RouterLink} to="/" variant="contained">
          Back to Home
        </Button>
      </Stack>
    </Container>
  );
}
