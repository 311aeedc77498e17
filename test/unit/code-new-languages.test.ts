import { describe, expect, it } from 'vitest';
import { detectFileLanguage } from '../../src/core/repository/language.js';
import { chunkLines, fileSummary, findDefinitions } from '../../src/search/chunk.js';
import { messageCoverage, messageLiterals } from '../../src/search/messages.js';

const LICENCE = ['Copyright (C) 2002 Free Software Foundation, Inc.', '', 'This library is free software; you can redistribute it and/or'];

describe('languages told by their names and, for .pl, by their text', () => {
  it('reads the Lisp family, D, and a .pl file with directives as Prolog', () => {
    for (const path of ['ice-9/ftw.scm', 'lisp/paren.el', 'src/core.clj', 'collects/racket/list.rkt', 'lib/r7rs.sld']) expect(detectFileLanguage(path, '(define x 1)\n'), path).toBe('lisp');
    expect(detectFileLanguage('std/file.d', 'module std.file;\n')).toBe('d');
    expect(detectFileLanguage('library/csv.pl', '/* Part of SWI-Prolog */\n\n:- module(csv, [csv_read_file/2]).\n')).toBe('prolog');
    expect(detectFileLanguage('demo/likes.pl', 'likes(mary, wine).\nhappy(X) :-\n    likes(X, wine).\n')).toBe('prolog');
    expect(detectFileLanguage('script/build.pl', '#!/usr/bin/perl\nuse strict;\nmy $x = shift;\nsub run { return $x ? 1 : 0 }\n')).toBe('perl');
    expect(detectFileLanguage('bin/deploy', '#!/bin/sh\nset -e\n')).toBe('shell');
  });
});

describe('a module summary in its language\'s conventions', () => {
  it("reads a Lisp file's first comment line without its modeline, and its Commentary's first sentences", () => {
    const ftw = [';;;; ftw.scm --- file system tree walk', '', ...LICENCE.map((l) => `;;;; ${l}`), '', ';;; Commentary:', '', ";; Two procedures are provided: `ftw' and `nftw'.", '', ';; NOTE: adapted from libc.', '', ';;; Code:', '(define-module (ice-9 ftw))'];
    expect(fileSummary(ftw, 'lisp')).toBe("ftw.scm --- file system tree walk Two procedures are provided: `ftw' and `nftw'.");
    expect(fileSummary([';;; paren.el --- highlight matching paren  -*- lexical-binding:t -*-', '', ';; Copyright (C) 1993 Free Software Foundation, Inc.'], 'lisp')).toBe('paren.el --- highlight matching paren');
    // A modeline alone says nothing; the Commentary after the licence does.
    const vlist = [';;; -*- mode: scheme; coding: utf-8; -*-', ';;;', ...LICENCE.map((l) => `;;; ${l}`), '', ';;; Commentary:', ';;;', ';;; This module provides vlists, a functional list-like', ';;; data structure. Random access is cheap.', ';;;', ';;; Code:'];
    expect(fileSummary(vlist, 'lisp')).toBe('This module provides vlists, a functional list-like data structure. Random access is cheap.');
    // Without a language, `;` is not a comment mark: the reading is the generic one.
    expect(fileSummary([';;; paren.el --- highlight matching paren'], null)).toBe('');
  });

  it("reads a Prolog module's PlDoc title after its licence and export list", () => {
    const csv = ['/*  Part of SWI-Prolog', '    Author: Jan', '    Copyright (c)  2009-2022, VU University Amsterdam', '*/', '', ':- module(csv,', '          [ csv_read_file/2', '          ]).', '', '/** <module> Process CSV (Comma-Separated Values) data', '', 'This library parses and generates CSV data.   CSV data is represented in', 'Prolog as a list of rows.', '*/'];
    expect(fileSummary(csv, 'prolog')).toBe('Process CSV (Comma-Separated Values) data. This library parses and generates CSV data.');
    expect(fileSummary(['% likes.pl -- who likes what', '', 'likes(mary, wine).'], 'prolog')).toBe('likes.pl -- who likes what');
  });

  it('skips the line that only names the language the file is written in', () => {
    const zip = ['// Written in the D programming language.', '', '/**', 'Read and write data in the zip archive', 'format.', '', 'Copyright: Copyright The D Language Foundation 2000 - 2009.', '*/', 'module std.zip;'];
    expect(fileSummary(zip, 'd')).toBe('Read and write data in the zip archive format.');
  });
});

describe("Prolog's messages against the format strings that print them", () => {
  it('fills ~q and ~D, and reads a quote written twice as one', () => {
    // boot/messages.pl: [ 'Unknown procedure: ~q'-[Proc] ], printed after the goal's context.
    expect(messageCoverage('catch/3: Unknown procedure: foo/1', messageLiterals("    [ 'Unknown procedure: ~q'-[Proc] ],"))).toBeGreaterThan(0.9);
    expect(messageCoverage('Exported procedure m:nope/1 is not defined', messageLiterals("    [ 'Exported procedure ~q:~q is not defined'-[Module, PI] ]."))).toBeGreaterThan(0.7);
    expect(messageCoverage('Rows sorted: 1,234,567', ['Rows sorted: ~D'])).toBeGreaterThan(0.9);
    const typeError = "    [ 'Type error: `~w'' expected, found `~p'''-[Expected, Actual] ],";
    expect(messageLiterals(typeError)[0]).toBe("Type error: `~w' expected, found `~p'");
    expect(messageCoverage("atom_length/2: Type error: `integer' expected, found `foo' (an atom)", messageLiterals(typeError))).toBeGreaterThan(0.7);
  });

  it('still ends a literal at its quote when an empty string or another literal follows', () => {
    expect(messageLiterals("x = 'cannot open file', ''")).toEqual(['cannot open file']);
    expect(messageLiterals('fail("no such key" + \'\' + "in the map")')).toEqual(['no such key', 'in the map']);
  });
});

describe('Lisp forms and Prolog clauses as definitions that name a window', () => {
  it('names top-level def forms as written and Prolog predicates by their functor', () => {
    const scheme = ['(define (string->uri string)', '  (define (inner x) x)', '  (parse string))', '(define* (open-pipe* mode command . args)', '  #f)', '(defun find-file-noselect (filename &optional nowarn)', '  "Read file FILENAME into a buffer and return the buffer."', '  nil)', '(cl-defstruct (cookie (:constructor make-cookie)) name)'];
    expect(findDefinitions(scheme, 'lisp').map((d) => d.name)).toEqual(['string->uri', 'open-pipe*', 'find-file-noselect', 'cookie']);
    const prolog = [':- module(error, [must_be/2]).', '', 'must_be(Type, X) :-', '    has_type(Type, X).', 'greeting --> [hello].', 'likes(mary, wine).', '    indented(no).'];
    expect(findDefinitions(prolog, 'prolog').map((d) => d.name)).toEqual(['must_be', 'greeting', 'likes']);
  });

  it('keeps the windows a file without a language is cut in', () => {
    const lines = Array.from({ length: 150 }, (_, i) => (i % 7 === 0 ? `(define (f${i} x)` : `  (g${i} x)`));
    const lisp = chunkLines(lines.join('\n'), 'lisp');
    expect(lisp.map((c) => [c.startLine, c.endLine])).toEqual(chunkLines(lines.join('\n'), null).map((c) => [c.startLine, c.endLine]));
    expect(lisp[0]!.symbol).toBe('f0');
  });
});
