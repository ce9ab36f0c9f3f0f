import { Box, List, ListItem, ListItemButton, ListItemText, Paper, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import type { HelpCenterStore } from '../../../application/support/HelpCenterStore';
import { FAQ, HELP_CATEGORIES } from '../../../domain/support/faq';
import { useT } from '../../i18n/useT';
import { faqText } from './faqText';
import { helpCategoryText } from './helpText';
import { FaqAccordion } from './FaqAccordion';

/** The category sidebar and its questions, or, while searching, the questions that match. */
export const HelpTopics = observer(function HelpTopics({ help }: { help: HelpCenterStore }) {
  const t = useT();
  if (help.searching) {
    const hits = help.searchResultsAs(faqText);
    return (
      <Box component="section" aria-label={t('account.help.searchResults')}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t(hits.length ? 'account.help.resultsFor' : 'account.help.noResults', { text: help.searchText.trim() })}
        </Typography>
        <FaqAccordion items={hits} openQuestion={help.openQuestion} onToggle={help.toggleQuestion} />
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '260px 1fr' } }}>
      <Paper variant="outlined" component="nav" aria-label={t('account.help.categories')}>
        <List disablePadding>
          {HELP_CATEGORIES.map((category) => (
            <ListItem key={category} disablePadding>
              <ListItemButton
                selected={help.category === category}
                aria-current={help.category === category ? 'true' : undefined}
                onClick={() => help.chooseCategory(category)}
              >
                <ListItemText
                  primary={helpCategoryText(category)}
                  secondary={t('account.help.questions', { count: FAQ[category].length })}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Paper>
      <Box component="section" aria-label={helpCategoryText(help.category)}>
        <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
          {helpCategoryText(help.category)}
        </Typography>
        <FaqAccordion items={help.questions} openQuestion={help.openQuestion} onToggle={help.toggleQuestion} />
      </Box>
    </Box>
  );
});
