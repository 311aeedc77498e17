import { describeSkillStoreContract } from '../contract/skill-store-contract.js';
import { sqliteHarness } from '../helpers/sqlite-store.js';

describeSkillStoreContract('sqlite', sqliteHarness);
