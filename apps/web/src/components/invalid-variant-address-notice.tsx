import { IconSearch } from '@tabler/icons-react';
import { invalidVariantAddressMessage } from '../lib/variant-load-error';
import { BackToVariantsButton } from './back-to-variants-button';
import { PageNotice } from './page-notice';

/** /variant/{id} with an id that is not a positive whole number. */
export function InvalidVariantAddressNotice() {
  return (
    <PageNotice icon={<IconSearch size={28} />} color="red" title={invalidVariantAddressMessage} description="Проверьте ссылку: номер варианта — целое число.">
      <BackToVariantsButton />
    </PageNotice>
  );
}
