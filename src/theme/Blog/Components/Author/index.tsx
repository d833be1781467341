import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Author from '@theme-original/Blog/Components/Author';
import type {Props} from '@theme/Blog/Components/Author';
import styles from './styles.module.css';

/**
 * The theme renders the picture of an author without a name with no alt text. An author
 * entry may give one in the custom `image_alt` attribute; such authors get their picture
 * with that alt text, and every other author renders as the theme draws it.
 */
export default function AuthorWrapper(props: Props): ReactNode {
  const {author, className} = props;
  const {name, imageURL, image_alt: imageAlt} = author;
  if (name || !imageURL || typeof imageAlt !== 'string') {
    return <Author {...props} />;
  }
  const picture = <img className={clsx('avatar__photo', styles.picture)} src={imageURL} alt={imageAlt} />;
  const link = author.page?.permalink ?? author.url;
  return (
    <div className={clsx('avatar margin-bottom--sm', className)}>
      {link ? (
        <Link href={link} className="avatar__photo-link">
          {picture}
        </Link>
      ) : (
        picture
      )}
    </div>
  );
}
