/**
 * References to the contracts' schemas this app parses with and the page's first screen never does: kept
 * here, bundled with the app, instead of in the `shared` singleton every visitor loads before the page is
 * live. Each loads its schema on first use, as shared's references do (contract-ref.ts).
 */
import { contractRef } from 'shared';
import type * as Schemas from 'shared/contracts';

export const confirmEmailAnswerSchema = contractRef<typeof Schemas.confirmEmailAnswerSchema>('confirmEmailAnswerSchema');
export const ownerSignupAnswerSchema = contractRef<typeof Schemas.ownerSignupAnswerSchema>('ownerSignupAnswerSchema');
