import { Link } from 'react-router';

interface LinkListProps {
  readonly links: ReadonlyArray<{ readonly to: string; readonly label: string }>;
  readonly listClassName: string;
  readonly linkClassName: string;
}

/** A list of in-app links, as the footer and the mobile menu show them. */
export function LinkList({ links, listClassName, linkClassName }: LinkListProps) {
  return (
    <ul className={listClassName}>
      {links.map((link) => (
        <li key={link.to}>
          <Link className={linkClassName} to={link.to}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
