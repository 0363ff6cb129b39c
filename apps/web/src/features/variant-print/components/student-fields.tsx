import classes from './print-sheet.module.css';

/** The lines a student fills in by hand: 'Фамилия, имя ____', 'Класс ____', 'Дата ____'. */
export function StudentFields() {
  return (
    <div className={classes.fields}>
      <span>
        Фамилия, имя <span className={classes.wideBlank} />
      </span>
      <span>
        Класс <span className={classes.blank} style={{ minWidth: '15mm' }} />
      </span>
      <span>
        Дата <span className={classes.blank} style={{ minWidth: '25mm' }} />
      </span>
    </div>
  );
}
