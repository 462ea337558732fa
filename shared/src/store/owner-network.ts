import { CLIENT_ERROR_CODES, isApiError } from '../api-client/api-error';
import { AUTH_PATHS, PAGE_EDIT_MESSAGES, PAGE_EDIT_PATHS, UPLOAD_FILE_FIELD, UPLOAD_MESSAGES, UPLOAD_PATHS } from '../contracts/values';
import {
  errorAnswerSchema,
  ownerSessionAnswerSchema,
  pageEditAnswerSchema,
  uploadImageAnswerSchema,
  type OwnerLoginAnswer,
  type OwnerLoginBody,
  type OwnerSessionAnswer,
  type Section,
  type SectionValue,
  type WebsitePage,
} from '../contracts/without-zod';
import { createOwnerApi, type OwnerApi, type OwnerApiOptions } from './owner-api';

/** A section action's outcome: the page as it now is and the server's message, or the message to show. */
export type SectionActionResult = { page: WebsitePage; message: string } | { error: string } | { sessionEnded: true };

/** The server's own message in a failed answer, or null when it gave none (or never answered). */
function serverMessage(error: unknown): string | null {
  if (!isApiError(error) || error.status === 0) return null;
  // An answer from the server came through the API client, which loaded the schemas to read it.
  const body = errorAnswerSchema.loaded()?.safeParse(error.details);
  return body?.success && body.data.message ? body.data.message : null;
}

/**
 * The network side of edit mode: the owner's login and session, the section actions and image uploads.
 * The OwnerStore loads this module the first time an owner acts, so a shopper's page never carries it.
 * It answers data and messages; the store keeps the state.
 */
export class OwnerNetwork {
  constructor(readonly api: OwnerApi) {}

  login(body: OwnerLoginBody): Promise<OwnerLoginAnswer> {
    return this.api.login(body);
  }

  logout(): Promise<void> {
    return this.api.logout();
  }

  /** The owner as the server knows the stored token now (it may have been revoked). */
  session(): Promise<OwnerSessionAnswer> {
    return this.api.client.get(AUTH_PATHS.ownerSession, null, ownerSessionAnswerSchema);
  }

  updateSection(sectionId: string, values: SectionValue[], thrown?: string): Promise<SectionActionResult> {
    return this.#act(PAGE_EDIT_PATHS.updateSection, { sectionId, values }, thrown);
  }

  /** Connects a catalogue to a Featured Products / Products Connection section. */
  connectCatalogue(sectionId: string, catalogue: { _id: string; slug: string }): Promise<SectionActionResult> {
    const values: SectionValue[] = [
      { key: 'catalogueId', value: catalogue._id, type: 'catalogue' },
      { key: 'catalogueSlug', value: catalogue.slug, type: 'catalogue' },
    ];
    return this.updateSection(sectionId, values, PAGE_EDIT_MESSAGES.connectCatalogueError);
  }

  duplicateSection(section: Pick<Section, '_id'>, page: Pick<WebsitePage, '_id' | 'accountTypeId'>): Promise<SectionActionResult> {
    return this.#act(PAGE_EDIT_PATHS.duplicateSection, { sectionId: section._id, pageId: page._id, accountTypeId: page.accountTypeId });
  }

  setSectionStatus(sectionId: string, status: 'show' | 'hide'): Promise<SectionActionResult> {
    return this.#act(PAGE_EDIT_PATHS.sectionStatus, { sectionId, status });
  }

  removeSection(sectionId: string): Promise<SectionActionResult> {
    return this.#act(PAGE_EDIT_PATHS.removeSection, { sectionId });
  }

  /** Uploads an image for `accountTypeId`'s section: its address, or the server's message or a generic one. */
  async uploadImage(file: File, accountTypeId: string | null): Promise<{ url: string } | { error: string }> {
    const form = new FormData();
    form.append(UPLOAD_FILE_FIELD, file);
    const query = accountTypeId ? `?accountTypeId=${encodeURIComponent(accountTypeId)}` : '';
    try {
      const answer = await this.api.client.post(`${UPLOAD_PATHS.image}${query}`, form, uploadImageAnswerSchema);
      return { url: answer.data.responsiveUrl ?? answer.data.url };
    } catch (error) {
      return { error: serverMessage(error) ?? UPLOAD_MESSAGES.failed };
    }
  }

  /**
   * One section action. A refused call answers the server's message or 'Failed to update page section
   * data'; a call that threw without an answer answers `thrown` (for connecting a catalogue, the spec's
   * own words). A 401 was already explained by the ended session.
   */
  async #act(path: string, body: unknown, thrown: string = PAGE_EDIT_MESSAGES.updateFailed): Promise<SectionActionResult> {
    try {
      const answer = await this.api.client.post(path, body, pageEditAnswerSchema);
      return { page: answer.pageDetails, message: answer.message };
    } catch (error) {
      if (isApiError(error) && error.status === 401) return { sessionEnded: true };
      const answered = isApiError(error) && error.status > 0 && error.code !== CLIENT_ERROR_CODES.invalidResponse;
      return { error: serverMessage(error) ?? (answered ? PAGE_EDIT_MESSAGES.updateFailed : thrown) };
    }
  }
}

/** The network side over `api` (tests pass a fake), or over a new owner API client made from its options. */
export function createOwnerNetwork(api: OwnerApi | OwnerApiOptions): OwnerNetwork {
  return new OwnerNetwork('client' in api ? api : createOwnerApi(api));
}
