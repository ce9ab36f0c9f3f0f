import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import {
  DEFAULT_HELP_CATEGORY,
  FAQ,
  type FaqQuestionId,
  type FaqReader,
  type HelpCategoryId,
  searchFaq,
} from '../../domain/support/faq';

/** /help: the chosen category, the one open question, and the search text. */
@injectable('Transient')
export class HelpCenterStore {
  category: HelpCategoryId = DEFAULT_HELP_CATEGORY;
  /** The open question (one at a time), or null. */
  openQuestion: FaqQuestionId | null = null;
  searchText = '';

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get questions(): readonly FaqQuestionId[] {
    return FAQ[this.category];
  }

  /** The questions matching the search text as the customer reads them (`read`: their language's wording). */
  searchResultsAs(read: FaqReader): FaqQuestionId[] {
    return searchFaq(this.searchText, read);
  }

  get searching() {
    return this.searchText.trim() !== '';
  }

  chooseCategory(category: HelpCategoryId) {
    this.category = category;
    this.openQuestion = null;
  }

  /** Opens a question, closing any other; clicking the open one again closes it. */
  toggleQuestion(question: FaqQuestionId) {
    this.openQuestion = this.openQuestion === question ? null : question;
  }

  setSearchText(text: string) {
    this.searchText = text;
  }
}
