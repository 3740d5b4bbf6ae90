// 商品图片 of the product editor: the upload field with the product's limit. Its own module so the editor
// loads the upload machinery (storage policy, progress) just after its first screen, not inside it.
import { UploadField, type UploadFieldProps } from '@ws/ui';
import { MAX_PRODUCT_IMAGES } from '@ws/validators/product-form';

type Props = Pick<UploadFieldProps, 'value' | 'error' | 'onChange'>;

export default function ProductImagesField({ value, error, onChange }: Props) {
  return (
    <UploadField
      label="商品图片"
      required
      multiple
      max={MAX_PRODUCT_IMAGES}
      description={`最多${MAX_PRODUCT_IMAGES}张，第一张为主图`}
      value={value}
      error={error}
      onChange={onChange}
    />
  );
}
