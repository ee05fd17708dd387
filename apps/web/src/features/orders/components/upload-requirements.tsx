import { parseScreenSize, type Billboard } from '@screenspot/contracts/billboard';
import { limits } from '@screenspot/contracts/limits';
import styles from './upload-requirements.module.css';

const guidelines = [
  'Make sure your video is clear and well-lit.',
  'Content must be appropriate for all audiences.',
  'Avoid excessive effects or distracting branding.',
  'Avoid copyrighted music, footage or images unless you hold the rights.',
];

// Where advertisers can get advice on the permits and documents an outdoor ad needs.
const consultingUrl = 'https://u.ae/en/information-and-services/business';

/** What this screen accepts (from its own data) and the content guidelines. */
export function UploadRequirements({ screen }: { screen: Billboard }) {
  const resolution = parseScreenSize(screen.size);
  const maxMegabytes = Math.round(limits.maxVideoBytes / (1024 * 1024));
  return (
    <>
      <section className={`card ${styles.panel}`} aria-labelledby="requirements-title">
        <h2 id="requirements-title" className={styles.title}>
          Video requirements
        </h2>
        <dl className={styles.facts}>
          <div>
            <dt>Format</dt>
            <dd>MP4 or other supported formats (MOV, WebM)</dd>
          </div>
          <div>
            <dt>Maximum length</dt>
            <dd>{screen.duration} seconds</dd>
          </div>
          <div>
            <dt>Maximum file size</dt>
            <dd>{maxMegabytes} MB</dd>
          </div>
          <div>
            <dt>Resolution</dt>
            <dd>{resolution ? `${resolution.width} × ${resolution.height} px` : screen.size}</dd>
          </div>
        </dl>
      </section>
      <section className={`card ${styles.panel}`} aria-labelledby="guidelines-title">
        <h2 id="guidelines-title" className={styles.title}>
          Guidelines
        </h2>
        <ul className={styles.guidelines}>
          {guidelines.map((text) => (
            <li key={text}>{text}</li>
          ))}
          <li>
            Have the legal documents for your advertisement ready.{' '}
            <a href={consultingUrl} target="_blank" rel="noopener noreferrer">
              Any questions?
            </a>
          </li>
        </ul>
      </section>
    </>
  );
}
