import type { ChatTopic, EditableTopic } from '../../contracts';
import { AppError } from '../../errors';
import type { CatalogueChoice } from '../../repositories/chat-settings';
import { toRupees } from '../../repositories/chat-settings';
import { CHAT_SETTINGS_MESSAGES as M } from '../../contracts';

/**
 * The topics the widget will list, from the owner's form: a catalogue topic must name one of the
 * business's catalogues (its kind and, when it has none, its picture come from it); a picture must be
 * one the widget already showed or the catalogue's own, so a form cannot point the widget at a file of
 * another site.
 */
export function storedTopics(edited: EditableTopic[], current: readonly ChatTopic[], owned: readonly CatalogueChoice[]): ChatTopic[] {
  const knownImages = new Set(current.map((t) => t.image).filter((image): image is string => image !== null));
  return edited.map((topic, index) => {
    const base = { name: topic.name, description: topic.description, quickReply: null, templateKey: null, catalogueType: null, catalogueId: null, price: null };
    if (topic.type === 'catalogue') {
      const catalogue = owned.find((c) => c.id === topic.catalogueId.toLowerCase());
      if (!catalogue) throw AppError.notFound('CATALOGUE_NOT_FOUND', M.catalogueNotFound);
      const image = topic.image ?? catalogue.image;
      if (image !== null && image !== catalogue.image && !knownImages.has(image)) throw AppError.badRequest(`Invalid body: topics.${index}.image: ${M.image}`);
      return { ...base, type: 'catalogue', image, catalogueId: catalogue.id, catalogueType: catalogue.type };
    }
    if (topic.image !== null && !knownImages.has(topic.image)) throw AppError.badRequest(`Invalid body: topics.${index}.image: ${M.image}`);
    if (topic.type === 'template') return { ...base, type: 'template', image: topic.image, templateKey: topic.templateKey, price: toRupees(topic.pricePaise) };
    return { ...base, type: 'custom', image: topic.image, quickReply: topic.quickReply || null, price: toRupees(topic.pricePaise) };
  });
}
