import { Box, Container, Link, Paper, Stack, Typography } from '@mui/material';
import { type AppConfig, AppConfigToken } from '../../../infrastructure/ports/AppConfig';
import { useInjection } from '../../di/ContainerProvider';
import type { LegalDocument } from './LegalDocument';

/** Renders a static policy page, ending with the support contact from configuration. */
export function LegalPage({ document }: { document: LegalDocument }) {
  const { supportEmail, supportPhone } = useInjection<AppConfig>(AppConfigToken);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Paper variant="outlined" component="article" sx={{ p: { xs: 3, md: 5 } }}>
        <Typography variant="h3" component="h1">
          {document.title}
        </Typography>
        {document.effective && (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {document.effective}
          </Typography>
        )}
        <Typography sx={{ mt: 3 }}>{document.intro}</Typography>
        <Stack spacing={3} sx={{ mt: 3 }}>
          {document.sections.map((section) => (
            <Box component="section" key={section.heading}>
              <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
                {section.heading}
              </Typography>
              {section.paragraphs?.map((paragraph) => (
                <Typography key={paragraph} sx={{ mb: 1 }}>
                  {paragraph}
                </Typography>
              ))}
              {section.points && (
                <Box component="ul" sx={{ pl: 3, m: 0 }}>
                  {section.points.map((point) => (
                    <Typography component="li" key={point} sx={{ mb: 0.5 }}>
                      {point}
                    </Typography>
                  ))}
                </Box>
              )}
            </Box>
          ))}
          {(supportEmail || supportPhone) && (
            <Box component="section">
              <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
                Contact us
              </Typography>
              <Typography>
                {supportEmail && (
                  <>
                    E-mail <Link href={`mailto:${supportEmail}`}>{supportEmail}</Link>
                  </>
                )}
                {supportEmail && supportPhone && ' · '}
                {supportPhone && (
                  <>
                    Phone <Link href={`tel:${supportPhone.replace(/\s/g, '')}`}>{supportPhone}</Link>
                  </>
                )}
              </Typography>
            </Box>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
