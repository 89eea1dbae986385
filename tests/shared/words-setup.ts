// Unit and conformance tests read the English messages, as the English pages do.
import { ALL_WORDS } from '../../src/paraglide/all.ts';
import { provide } from '../../src/i18n/runtime.ts';

provide('en', ALL_WORDS.en);
