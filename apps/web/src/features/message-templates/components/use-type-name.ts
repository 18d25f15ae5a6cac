import { isMessageTemplateType } from '@portal/domain/message-templates';
import { useTranslation } from 'react-i18next';

/** A message type's name in the UI language (a type the web app does not know yet: as the server names it). */
export function useTypeName(): (type: string) => string {
  const { t } = useTranslation();
  return (type) => (isMessageTemplateType(type) ? t(`message-templates.types.${type}.name`) : type);
}
