import { Box, Container, Link, Paper, Stack, Typography } from '@mui/material';
import { type AppConfig, AppConfigToken } from '../../../infrastructure/ports/AppConfig';
import { useInjection } from '../../di/ContainerProvider';
import { currentLanguage, ENGLISH_CODE } from '../../i18n/i18n';
import { ENGLISH } from '../../i18n/languages';
import { useT } from '../../i18n/useT';
import type { LegalDocument } from './LegalDocument';

/**
 * Renders a static policy page, ending with the support contact from configuration. The title, the headings and the
 * contact are in the customer's language; the policy's text is English, which a line under the title says in another
 * language (and `lang` tells a screen reader, so it pronounces that text as English).
 */
export function LegalPage({ document }: { document: LegalDocument }) {
  const t = useT();
  const { supportEmail, supportPhone } = useInjection<AppConfig>(AppConfigToken);
  const inEnglish = currentLanguage().code === ENGLISH_CODE;
  // The policy's own text, marked English on a page in another language.
  const english = inEnglish ? undefined : ENGLISH.tag;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Paper variant="outlined" component="article" sx={{ p: { xs: 3, md: 5 } }}>
        <Typography variant="h3" component="h1">
          {t(document.title)}
        </Typography>
        {!inEnglish && <Typography sx={{ mt: 1, fontWeight: 600 }}>{t('shell.legal.note')}</Typography>}
        <Box lang={english}>
          {document.effective && (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {document.effective}
            </Typography>
          )}
          <Typography sx={{ mt: 3 }}>{document.intro}</Typography>
        </Box>
        <Stack spacing={3} sx={{ mt: 3 }}>
          {document.sections.map((section) => (
            <Box component="section" key={section.heading}>
              <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
                {t(section.heading)}
              </Typography>
              <Box lang={english}>
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
            </Box>
          ))}
        </Stack>
        {(supportEmail || supportPhone) && (
          <Box component="section" sx={{ mt: 3 }}>
            <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
              {t('shell.legal.contact')}
            </Typography>
            <Typography>
              {supportEmail && (
                <>
                  {t('shell.legal.email')} <Link href={`mailto:${supportEmail}`}>{supportEmail}</Link>
                </>
              )}
              {supportEmail && supportPhone && ' · '}
              {supportPhone && (
                <>
                  {t('shell.legal.phone')} <Link href={`tel:${supportPhone.replace(/\s/g, '')}`}>{supportPhone}</Link>
                </>
              )}
            </Typography>
          </Box>
        )}
      </Paper>
    </Container>
  );
}
